import Workloads
print("ratios")
